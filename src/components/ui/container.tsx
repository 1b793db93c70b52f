import type { ComponentProps } from "react"

import { cn } from "#/lib/cn.ts"

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-(--container-page) px-5 sm:px-8", className)} {...props} />
}
