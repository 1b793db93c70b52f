import type { ReactNode } from "react"

import { cn } from "#/lib/cn.ts"

/** A phone outline with a notch; the screen scales with the frame's width. */
export function PhoneFrame({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("relative aspect-[9/19] rounded-[2.5rem] bg-device p-2.5 shadow-float", className)}>
      <div className="relative h-full overflow-hidden rounded-[2rem] bg-canvas">
        <span aria-hidden="true" className="absolute inset-x-0 top-2 z-10 mx-auto h-5 w-20 rounded-full bg-device" />
        {children}
      </div>
    </div>
  )
}
