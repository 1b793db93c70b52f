import { AppWindow } from "#/components/art/app-window.tsx"
import { Toast } from "#/components/art/toast.tsx"

export type BackupSnapshotsProps = {
  title: string
  /** The schedule line under the title ("Daily at 03:00 UTC · kept 30 days"). */
  schedule: string
  snapshots: readonly { label: string; when: string; size: string }[]
  /** The action each snapshot offers ("Restore"); drawn, not a real button. */
  action: string
  toast: { title: string; text: string }
}

/** A backups screen: automatic snapshots, each ready to restore, with a finished-migration toast. */
export function BackupSnapshots({ title, schedule, snapshots, action, toast }: BackupSnapshotsProps) {
  return (
    <div className="relative">
      <AppWindow title={title}>
        <p className="px-1 text-sm text-muted">{schedule}</p>
        <ul className="mt-3 grid gap-2">
          {snapshots.map((snapshot) => (
            <li
              key={`${snapshot.label}-${snapshot.when}`}
              className="flex items-center gap-3 rounded-xl border border-line bg-canvas px-3 py-2.5 first:border-brand/40 first:bg-brand-soft"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-brand-strong">
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
                  <ellipse cx="12" cy="6" rx="7" ry="3" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path
                    d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </span>
              <span className="grid min-w-0 grow">
                <span className="truncate text-sm font-semibold text-ink">{snapshot.label}</span>
                <span className="truncate text-xs text-muted">{`${snapshot.when} · ${snapshot.size}`}</span>
              </span>
              <span className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-brand-strong ring-1 ring-brand/30">
                {action}
              </span>
            </li>
          ))}
        </ul>
      </AppWindow>
      <Toast {...toast} className="absolute -start-4 -bottom-16 hidden max-w-64 sm:flex" />
    </div>
  )
}
