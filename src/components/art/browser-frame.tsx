import type { ReactNode } from "react"

import { cn } from "#/lib/cn.ts"

export type BrowserFrameProps = { url?: string; className?: string; children: ReactNode }

/** Desktop browser chrome around a mock-up. */
export function BrowserFrame({ url, className, children }: BrowserFrameProps) {
  return (
    <div className={cn("overflow-hidden rounded-2xl border border-line bg-canvas shadow-float", className)}>
      <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
        </span>
        {url && (
          <span className="mx-auto truncate rounded-md bg-canvas px-3 py-0.5 text-[0.6875rem] text-muted ring-1 ring-line">
            {url}
          </span>
        )}
      </div>
      {children}
    </div>
  )
}
