import { AppWindow } from "#/components/art/app-window.tsx"
import { Toast } from "#/components/art/toast.tsx"
import { Icon } from "#/components/ui/icon.tsx"

export type LearningPathProps = {
  /** What the picture shows, for screen readers (the mock-up is one image to them). */
  label: string
  title: string
  /** Overall progress line ("62% complete"). */
  summary: string
  modules: readonly { title: string; detail: string; progress: number }[]
  toast: { title: string; text: string }
}

/** A learner's path through a course: modules with progress bars and a certificate on the way. */
export function LearningPath({ label, title, summary, modules, toast }: LearningPathProps) {
  return (
    <div role="img" aria-label={label} className="relative mx-auto max-w-xl">
      <AppWindow
        title={title}
        className="shadow-float"
        actions={
          <span className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong">
            {summary}
          </span>
        }
      >
        <div className="grid gap-3">
          {modules.map((module, index) => (
            <div key={module.title} className="flex items-center gap-3 rounded-xl border border-line p-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft font-display text-sm font-bold text-brand-strong">
                {module.progress >= 100 ? <Icon name="check" className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className="grid grow gap-1.5">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="text-sm font-semibold text-ink">{module.title}</span>
                  <span className="shrink-0 text-xs text-muted">{module.detail}</span>
                </span>
                <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="h-1.5 w-full" aria-hidden="true">
                  <rect width="100" height="4" rx="2" className="fill-surface-2" />
                  <rect width={Math.min(module.progress, 100)} height="4" rx="2" className="fill-brand" />
                </svg>
              </span>
            </div>
          ))}
        </div>
      </AppWindow>
      <Toast
        {...toast}
        icon="graduation-cap"
        className="absolute -start-4 -bottom-14 hidden max-w-64 sm:flex lg:-start-6"
      />
    </div>
  )
}
