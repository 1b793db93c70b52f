import { AppWindow } from "#/components/art/app-window.tsx"
import { AvatarStack } from "#/components/art/avatar-stack.tsx"
import { StatTile, type StatTileProps } from "#/components/art/stat-tile.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type ProjectBoardProps = {
  title: string
  columns: readonly { title: string; tasks: readonly { title: string; tag: string }[] }[]
  people: readonly Picture[]
  stat: StatTileProps
}

/** A project board mock-up: how a studio sprint looks from the inside. */
export function ProjectBoard({ title, columns, people, stat }: ProjectBoardProps) {
  return (
    <div className="relative">
      <AppWindow title={title} actions={<AvatarStack avatars={people} />}>
        <div className="grid gap-3 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.title} className="flex flex-col gap-2 rounded-xl bg-surface p-2.5">
              <p className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{column.title}</p>
              {column.tasks.map((task) => (
                <div key={task.title} className="rounded-lg border border-line bg-canvas p-2.5 shadow-card">
                  <p className="text-sm font-medium text-ink">{task.title}</p>
                  <p className="mt-1.5 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-[0.7rem] font-semibold text-brand-strong">
                    {task.tag}
                  </p>
                </div>
              ))}
            </div>
          ))}
        </div>
      </AppWindow>
      <StatTile {...stat} className="absolute -start-4 -bottom-14 hidden sm:flex" />
    </div>
  )
}
