import { buttonClassName } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Logo, type Brand } from "#/components/ui/logo.tsx"
import { cn } from "#/lib/cn.ts"
import { invoke } from "#/lib/invoker.ts"

import { containsPath, isGroup, type MenuItem, type MenuLink } from "./menu-types"
import { LanguagePanelOptions, type LanguageControlProps } from "./language-control"
import { ThemePanelOptions, type ThemeControlLabels } from "./theme-control"

const PANEL_ID = "mobile-menu"

function MobileItems({
  items,
  currentPath,
  depth,
}: {
  items: readonly MenuItem[]
  currentPath: string
  depth: number
}) {
  return (
    <ul className={cn("grid gap-0.5", depth > 0 && "ms-3 mt-1 border-s border-line ps-3")}>
      {items.map((item) => (
        <li key={item.label}>
          {isGroup(item) ? (
            <details open={containsPath(item, currentPath) || undefined}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg px-3 font-medium text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
                {item.label}
                <Icon
                  name="chevron-down"
                  className="size-4 text-muted transition-transform [[open]>summary>&]:rotate-180"
                />
              </summary>
              <MobileItems items={item.children} currentPath={currentPath} depth={depth + 1} />
            </details>
          ) : (
            <Link
              href={item.href}
              aria-current={item.href === currentPath ? "page" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-ink-soft hover:bg-surface-2 hover:text-ink aria-[current=page]:forced-selected aria-[current=page]:font-semibold aria-[current=page]:text-brand"
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

export type MobileNavProps = {
  brand: Brand
  menu: readonly MenuItem[]
  login: MenuLink
  signUp: MenuLink
  currentPath: string
  theme: ThemeControlLabels
  labels: { menu: string; close: string }
  languages?: LanguageControlProps | undefined
}

/**
 * The slide-in panel under 1024 px: a modal <dialog>, so focus stays inside while it is open,
 * Escape and the overlay close it, and focus returns to the toggle, all natively.
 */
export function MobileNav({ brand, menu, login, signUp, currentPath, theme, labels, languages }: MobileNavProps) {
  return (
    <>
      <button
        type="button"
        {...invoke("show-modal", PANEL_ID)}
        aria-haspopup="dialog"
        aria-controls={PANEL_ID}
        className={buttonClassName({ variant: "secondary", size: "icon", className: "lg:hidden" })}
      >
        <Icon name="menu" className="size-5" />
        <span className="sr-only">{labels.menu}</span>
      </button>
      <dialog
        id={PANEL_ID}
        aria-label={labels.menu}
        closedby="any"
        // From the right in both directions: by the menu button in English, and from the start side,
        // where a drawer opens in right-to-left scripts, in Arabic (so translate-x stays physical).
        className="fixed inset-y-0 start-auto end-0 m-0 flex h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-full flex-col overflow-y-auto bg-canvas p-0 shadow-float transition-[translate,overlay,display] transition-discrete duration-300 not-open:hidden backdrop:bg-scrim/50 backdrop:backdrop-blur-sm open:translate-x-0 lg:hidden rtl:start-0 rtl:end-auto starting:open:translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <Logo brand={brand} />
          <button
            type="button"
            {...invoke("close", PANEL_ID)}
            className={buttonClassName({ variant: "ghost", size: "icon" })}
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <nav aria-label={labels.menu} className="flex-1 px-3 py-4">
          <MobileItems items={menu} currentPath={currentPath} depth={0} />
        </nav>
        {languages && <LanguagePanelOptions {...languages} />}
        <div className="border-t border-line px-5 pt-5">
          <ThemePanelOptions labels={theme} />
        </div>
        <div className="grid gap-2 p-5">
          <Link href={login.href} className={buttonClassName({ variant: "secondary" })}>
            {login.label}
          </Link>
          <Link href={signUp.href} className={buttonClassName()}>
            {signUp.label}
          </Link>
        </div>
      </dialog>
    </>
  )
}
