import { buttonClassName } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Logo, type Brand } from "#/components/ui/logo.tsx"
import { cn } from "#/lib/cn.ts"

import { LanguageMenu, type LanguageControlProps } from "./language-control"
import { containsPath, isGroup, type MenuGroup, type MenuItem, type MenuLink } from "./menu-types"
import { MobileNav } from "./mobile-nav"
import { ThemeMenu, type ThemeControlLabels } from "./theme-control"

export type SiteHeaderProps = {
  brand: Brand
  menu: readonly MenuItem[]
  login: MenuLink
  signUp: MenuLink
  currentPath: string
  theme: ThemeControlLabels
  /** Sticky header with the "scrolling" (80 px) and "reveal" (700 px) looks. */
  sticky?: boolean
  /** Over the page's first section, in light letters (a dark or brand hero): header-overlay in global.css. */
  overlay?: boolean
  labels?: { menu: string; close: string; main: string; home: string }
  /** The home page in the page's language, where the logo leads. */
  homeHref?: string
  /** The page in every language: its own version where it has one, else that language's home (the control is left out on a one-language site). */
  languages?: LanguageControlProps
}

const defaultLabels = { menu: "Menu", close: "Close menu", main: "Main", home: "home" }

function DesktopLink({ item, currentPath, className }: { item: MenuLink; currentPath: string; className?: string }) {
  return (
    <Link
      href={item.href}
      aria-current={item.href === currentPath ? "page" : undefined}
      className={cn(
        "rounded-lg px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-surface-2 hover:text-ink aria-[current=page]:forced-selected aria-[current=page]:text-brand",
        className,
      )}
    >
      {item.label}
    </Link>
  )
}

const menuId = (group: MenuGroup) => `menu-${group.id}`

/**
 * The site header. No JavaScript: a desktop submenu is a popover its button opens (click or Enter,
 * never hover only), so the browser closes it on Escape (focus back on the button), on a click
 * elsewhere and when another opens; the mobile panel is a modal <dialog> opened by an invoker command.
 */
export function SiteHeader({
  brand,
  menu,
  login,
  signUp,
  currentPath,
  theme,
  sticky = false,
  overlay = false,
  labels = defaultLabels,
  languages,
  homeHref = "/",
}: SiteHeaderProps) {
  return (
    <header
      className={cn(
        "z-40 border-t-[3px] border-b border-t-transparent border-b-transparent site-header",
        sticky ? "sticky top-0 header-scrolling backdrop-blur-md" : "relative",
        overlay && "header-overlay",
      )}
      data-sticky={sticky ? "" : undefined}
    >
      <Container className="flex h-18 items-center justify-between gap-4">
        <Link href={homeHref} className="shrink-0 rounded-lg" aria-label={`${brand.name} ${labels.home}`}>
          <Logo brand={brand} />
        </Link>
        <nav aria-label={labels.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menu.map((item) => (
              <li key={isGroup(item) ? item.id : item.href} className="group/menu relative">
                {isGroup(item) ? (
                  <>
                    <button
                      type="button"
                      popoverTarget={menuId(item)}
                      className={cn(
                        "flex cursor-pointer items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-surface-2 hover:text-ink",
                        containsPath(item, currentPath) && "text-brand",
                      )}
                    >
                      {item.label}
                      <Icon
                        name="chevron-down"
                        className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180"
                      />
                    </button>
                    <div
                      id={menuId(item)}
                      popover="auto"
                      className={cn(
                        "menu-popover rounded-2xl border border-line bg-canvas p-3 text-ink shadow-lift",
                        item.children.some(isGroup) ? "w-[44rem]" : "w-60",
                      )}
                    >
                      {item.children.some(isGroup) ? (
                        <ul className="grid grid-cols-3 gap-x-4 gap-y-3">
                          {item.children.map((child) => (
                            <li key={child.label}>
                              {isGroup(child) ? (
                                <>
                                  <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                                    {child.label}
                                  </p>
                                  <ul>
                                    {child.children.map(
                                      (grandchild) =>
                                        !isGroup(grandchild) && (
                                          <li key={grandchild.href}>
                                            <DesktopLink
                                              item={grandchild}
                                              currentPath={currentPath}
                                              className="block"
                                            />
                                          </li>
                                        ),
                                    )}
                                  </ul>
                                </>
                              ) : (
                                <DesktopLink item={child} currentPath={currentPath} className="block font-semibold" />
                              )}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <ul className="grid gap-0.5">
                          {item.children.map(
                            (child) =>
                              !isGroup(child) && (
                                <li key={child.href}>
                                  <DesktopLink item={child} currentPath={currentPath} className="block" />
                                </li>
                              ),
                          )}
                        </ul>
                      )}
                    </div>
                  </>
                ) : (
                  <DesktopLink item={item} currentPath={currentPath} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {languages && <LanguageMenu {...languages} className="max-lg:hidden" />}
          <ThemeMenu labels={theme} className="max-lg:hidden" />
          <Link href={login.href} className={buttonClassName({ variant: "ghost", className: "max-sm:hidden" })}>
            {login.label}
          </Link>
          <Link href={signUp.href} className={buttonClassName({ className: "max-[439px]:hidden" })}>
            {signUp.label}
          </Link>
          <MobileNav
            brand={brand}
            menu={menu}
            login={login}
            signUp={signUp}
            currentPath={currentPath}
            theme={theme}
            labels={labels}
            languages={languages}
          />
        </div>
      </Container>
    </header>
  )
}
