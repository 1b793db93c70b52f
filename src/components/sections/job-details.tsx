import type { ReactNode } from "react"

import { Badge } from "#/components/ui/badge.tsx"
import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import type { Picture } from "#/lib/pictures.ts"

import type { JobView } from "./job-card"

/** A way to reach someone: an icon, what it is, and the address or number (linked when it can be). */
export type ContactWidget = { icon: IconName; title: string; contact: { label: string; href?: string } }

export type JobDetailsProps = {
  job: JobView
  /** The headings of the job description. */
  headings: { details: string; responsibilities: string; requirements: string; skills: string }
  overview: {
    title: string
    labels: { category: string; jobType: string; location: string; salary: string; experience: string }
    /** Jump to the form ("#apply") and back to the list. */
    apply: Cta
    back: Cta
  }
  recruiter: {
    title: string
    lead: string
    name: string
    role: string
    photo: Picture
    contacts: readonly ContactWidget[]
  }
  /** The form's section; its id is the target of the Apply now link ("#apply"). */
  application: { id: string; title: string; lead: string }
  /** The application form, wrapped in the form-status island: a named slot ("form") from the page. */
  form?: ReactNode
}

const card = "rounded-(--radius-card) border border-line bg-canvas p-6 shadow-card sm:p-8"
const h2 = "font-display text-2xl font-bold text-ink"

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-soft">
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
            <Icon name="check" className="size-3.5" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}

/**
 * One job's description beside a summary card and the recruiter's contact details, followed by the
 * application form. On phones the summary comes first and the recruiter last.
 */
export function JobDetails({ job, headings, overview, recruiter, application, form }: JobDetailsProps) {
  const facts: readonly { icon: IconName; label: string; value: string }[] = [
    { icon: "briefcase", label: overview.labels.category, value: job.categoryLabel },
    { icon: job.type === "Remote" ? "globe" : "clock", label: overview.labels.jobType, value: job.typeLabel },
    { icon: "map-pin", label: overview.labels.location, value: job.location },
    ...(job.salary ? [{ icon: "banknote", label: overview.labels.salary, value: job.salary } as const] : []),
    { icon: "graduation-cap", label: overview.labels.experience, value: job.experience },
  ]

  return (
    <Container className="grid grid-cols-1 gap-8 py-(--spacing-section) lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-16">
      <div className={`${card} lg:col-start-2 lg:row-start-1`}>
        <h2 id="job-overview-title" className="font-display text-xl font-bold text-ink">
          {overview.title}
        </h2>
        <dl className="mt-6 grid gap-5">
          {facts.map((fact) => (
            <div key={fact.label} className="relative min-h-11 ps-15">
              <dt className="text-sm text-muted">
                <span className="absolute start-0 top-0 grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                  <Icon name={fact.icon} className="size-5" />
                </span>
                {fact.label}
              </dt>
              <dd className="font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 grid gap-3">
          <Link
            href={overview.apply.href}
            className={buttonClassName({ variant: overview.apply.variant ?? "primary" })}
          >
            {overview.apply.label}
          </Link>
          <Link href={overview.back.href} className={buttonClassName({ variant: overview.back.variant ?? "ghost" })}>
            <Icon name="arrow-right" className="size-4 rotate-180" />
            {overview.back.label}
          </Link>
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="job-details-title">
          <h2 id="job-details-title" className={h2}>
            {headings.details}
          </h2>
          <div className="mt-5 grid gap-4 text-lg text-ink-soft">
            {job.details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="job-responsibilities-title">
          <h2 id="job-responsibilities-title" className={h2}>
            {headings.responsibilities}
          </h2>
          <Bullets items={job.responsibilities} />
        </section>
        <section aria-labelledby="job-requirements-title">
          <h2 id="job-requirements-title" className={h2}>
            {headings.requirements}
          </h2>
          <Bullets items={job.requirements} />
        </section>
        <section aria-labelledby="job-skills-title">
          <h2 id="job-skills-title" className={h2}>
            {headings.skills}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge tone="neutral" className="px-3.5 py-1.5 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
        <section
          id={application.id}
          aria-labelledby={`${application.id}-title`}
          className="scroll-mt-24 rounded-(--radius-panel) border border-line bg-surface p-6 sm:p-10"
        >
          <h2 id={`${application.id}-title`} className={h2}>
            {application.title}
          </h2>
          <p className="mt-3 mb-8 text-muted">{application.lead}</p>
          {form}
        </section>
      </div>

      <div className={`${card} lg:col-start-2 lg:row-start-2 lg:self-start`}>
        <h2 id="job-recruiter-title" className="font-display text-xl font-bold text-ink">
          {recruiter.title}
        </h2>
        <div className="mt-6 flex items-center gap-4">
          <Img image={recruiter.photo} className="size-16 rounded-full bg-surface-2" />
          <div>
            <p className="font-semibold text-ink">{recruiter.name}</p>
            <p className="text-sm text-muted">{recruiter.role}</p>
          </div>
        </div>
        <p className="mt-5 text-ink-soft">{recruiter.lead}</p>
        <ul className="mt-6 grid gap-4">
          {recruiter.contacts.map((widget) => (
            <li key={widget.title} className="flex items-start gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon name={widget.icon} className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-muted">{widget.title}</p>
                {widget.contact.href ? (
                  <Link
                    href={widget.contact.href}
                    className="font-semibold wrap-anywhere text-ink underline-offset-2 hover:text-brand-strong hover:underline"
                  >
                    {widget.contact.label}
                  </Link>
                ) : (
                  <p className="font-semibold text-ink">{widget.contact.label}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  )
}
