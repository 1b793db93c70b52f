import type { Job } from "@/content.config"
import { Badge } from "@/components/ui/badge"
import { buttonClassName, type Cta } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { Icon } from "@/components/ui/icon"

export type JobCardLabels = {
  /** "Apply now" and where it leads (the job description page). */
  apply: Cta
  location: string
  salary: string
  /** After the salary range: "a year". */
  period: string
  /** Prefix of the figures: "$". */
  currency: string
}

/** "$48k – $60k": the range in thousands, as listings show it. */
export function formatSalary({ min, max }: Job["salary"], currency: string): string {
  const k = (value: number) => `${currency}${(value / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })}k`
  return min === max ? k(min) : `${k(min)} – ${k(max)}`
}

/** One open position: team and job type, title, pitch, location, salary and the Apply now link. */
export function JobCard({ job, labels }: { job: Job; labels: JobCardLabels }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-7">
      <div className="flex flex-wrap gap-2">
        <Badge>{job.category}</Badge>
        <Badge tone="neutral">
          <Icon name={job.type === "Remote" ? "globe" : "clock"} className="size-3.5" />
          {job.type}
        </Badge>
      </div>
      <h3 className="font-display text-xl font-semibold text-ink">{job.title}</h3>
      <p className="grow text-muted">{job.description}</p>
      <dl className="grid gap-2 text-sm text-ink-soft">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="map-pin" className="size-4 text-brand" />
            <span className="sr-only">{labels.location}</span>
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="banknote" className="size-4 text-brand" />
            <span className="sr-only">{labels.salary}</span>
          </dt>
          <dd>
            <span className="font-semibold text-ink">{formatSalary(job.salary, labels.currency)}</span> {labels.period}
          </dd>
        </div>
      </dl>
      <a
        href={labels.apply.href}
        className={buttonClassName({ variant: labels.apply.variant ?? "secondary", className: "self-start" })}
      >
        {labels.apply.label}
        <span className="sr-only">{`: ${job.title}`}</span>
        <Icon name="arrow-right" className="size-4" />
      </a>
    </Card>
  )
}
