import { AppWindow } from "#/components/art/app-window.tsx"
import { Glow } from "#/components/art/glow.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import { Toast } from "#/components/art/toast.tsx"
import { cn } from "#/lib/cn.ts"

export type HostedServer = {
  name: string
  region: string
  status: "online" | "deploying"
  /** CPU load in percent (0–100), drawn as a bar. */
  cpu: number
}

export type HostingPanelProps = {
  title: string
  /** The badge in the title bar ("All systems operational"). */
  status: string
  uptime: {
    label: string
    value: string
    caption: string
    /** One entry per day, oldest first: "up" or "degraded". */
    days: readonly ("up" | "degraded")[]
  }
  servers: { label: string; statusLabels: Record<HostedServer["status"], string>; items: readonly HostedServer[] }
  stat: StatTileProps
  toast: { title: string; text: string }
}

/**
 * The hosting hero: a control panel with a 90-day uptime strip and the account's servers. Bars are
 * SVG rectangles sized by attributes (no inline styles: the CSP forbids them).
 */
export function HostingPanel({ title, status, uptime, servers, stat, toast }: HostingPanelProps) {
  const dayWidth = 100 / Math.max(uptime.days.length, 1)
  return (
    <div className="relative mx-auto max-w-xl lg:max-w-none">
      <Glow />
      <AppWindow title={title} className="shadow-float">
        <div className="rounded-xl bg-surface p-4">
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
            <p className="grid">
              <span className="text-xs font-semibold tracking-wide text-muted uppercase">{uptime.label}</span>
              <span className="font-display text-3xl font-bold whitespace-nowrap text-ink tabular-nums">
                {uptime.value}
              </span>
            </p>
            <p className="grid justify-items-start gap-1.5 sm:justify-items-end">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-success ring-1 ring-line">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
                {status}
              </span>
              <span className="text-xs text-muted">{uptime.caption}</span>
            </p>
          </div>
          <svg
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            className="mt-3 h-8 w-full"
            aria-hidden="true"
            focusable="false"
          >
            {uptime.days.map((day, i) => (
              <rect
                key={i}
                x={i * dayWidth + 0.15}
                y="0"
                width={dayWidth - 0.3}
                height="10"
                rx="0.4"
                className={day === "up" ? "fill-success/80" : "fill-warning"}
              />
            ))}
          </svg>
        </div>

        <p className="mt-4 px-1 text-xs font-semibold tracking-wide text-muted uppercase">{servers.label}</p>
        {/*
         * One grid for all the rows (each row a subgrid of it): a row whose status is longer
         * ("Deploying") takes the same columns as the others, so the load bars line up.
         */}
        <ul className="mt-2 grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_8rem_auto]">
          {servers.items.map((server) => (
            <li
              key={server.name}
              className="col-span-full grid grid-cols-subgrid items-center rounded-xl border border-line bg-canvas px-3 py-2.5"
            >
              <span className="grid size-9 place-items-center rounded-lg bg-brand-soft text-brand-strong">
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
                  <rect x="3" y="4" width="18" height="7" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                  <rect x="3" y="13" width="18" height="7" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                  <circle cx="7" cy="7.5" r="1.2" fill="currentColor" />
                  <circle cx="7" cy="16.5" r="1.2" fill="currentColor" />
                </svg>
              </span>
              <span className="grid min-w-0">
                <span className="truncate font-mono text-sm font-semibold text-ink">{server.name}</span>
                <span className="truncate text-xs text-muted">{server.region}</span>
              </span>
              <span className="hidden items-center gap-2 sm:flex">
                <svg
                  viewBox="0 0 100 6"
                  preserveAspectRatio="none"
                  className="h-1.5 min-w-0 flex-1"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect width="100" height="6" rx="3" className="fill-surface-2" />
                  <rect width={Math.min(100, Math.max(4, server.cpu))} height="6" rx="3" className="fill-brand" />
                </svg>
                <span className="w-8 shrink-0 text-end font-mono text-xs whitespace-nowrap text-muted tabular-nums">{`${server.cpu}%`}</span>
              </span>
              <span
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold",
                  server.status === "online"
                    ? "bg-canvas text-success ring-1 ring-line"
                    : "bg-brand-soft text-brand-strong",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn("size-1.5 rounded-full", server.status === "online" ? "bg-success" : "bg-brand")}
                />
                {servers.statusLabels[server.status]}
              </span>
            </li>
          ))}
        </ul>
      </AppWindow>
      <StatTile {...stat} className="absolute -start-6 -bottom-14 hidden md:flex lg:-start-10" />
      <Toast {...toast} icon="lock" className="absolute -end-4 -top-7 hidden max-w-64 md:flex" />
    </div>
  )
}
