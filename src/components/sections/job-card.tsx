import { Link } from "#/components/ui/link.tsx"
import type { Job } from "#/content.config.ts"
import { Badge } from "#/components/ui/badge.tsx"
import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Card } from "#/components/ui/card.tsx"
import { Icon } from "#/components/ui/icon.tsx"

export type JobCardLabels = {
  /** "Apply now": the link to the job's page. */
  apply: Pick<Cta, "label" | "variant">
  location: string
  salary: string
}

/** A job as pages show it (src/lib/content/jobs.ts): the entry's text, its page and its salary as words. */
export type JobView = Pick<
  Job,
  | "title"
  | "description"
  | "category"
  | "type"
  | "location"
  | "experience"
  | "details"
  | "responsibilities"
  | "requirements"
  | "skills"
> & {
  id: string
  href: string
  /** The team and the job type in the page's language ("Entwicklung", "دوام كامل"). */
  categoryLabel: string
  typeLabel: string
  /** "$48K – $60K a year"; none when the listing shows no salary. */
  salary?: string
}

/** One open position: team and job type, title, pitch, location, salary and the Apply now link. */
export function JobCard({ job, labels }: { job: JobView; labels: JobCardLabels }) {
  return (
    <Card data-card="" className="flex h-full flex-col gap-4 p-7">
      <div className="flex flex-wrap gap-2">
        <Badge>{job.categoryLabel}</Badge>
        <Badge tone="neutral">
          <Icon name={job.type === "Remote" ? "globe" : "clock"} className="size-3.5" />
          {job.typeLabel}
        </Badge>
      </div>
      <h3 data-card-title="" className="font-display text-xl font-semibold text-ink">
        {job.title}
      </h3>
      <p className="grow text-muted">{job.description}</p>
      <dl className="grid gap-2 text-sm text-ink-soft">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="map-pin" className="size-4 text-brand" />
            <span className="sr-only">{labels.location}</span>
          </dt>
          <dd>{job.location}</dd>
        </div>
        {job.salary && (
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="banknote" className="size-4 text-brand" />
              <span className="sr-only">{labels.salary}</span>
            </dt>
            <dd className="font-semibold text-ink">{job.salary}</dd>
          </div>
        )}
      </dl>
      <Link
        data-card-link=""
        href={job.href}
        className={buttonClassName({ variant: labels.apply.variant ?? "secondary", className: "self-start" })}
      >
        {labels.apply.label}
        <span className="sr-only">{`: ${job.title}`}</span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </Card>
  )
}
