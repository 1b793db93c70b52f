/**
 * Career, each job's page and career details. The jobs themselves are a content collection
 * (src/content/jobs/*.yaml, schema in src/content.config.ts); src/lib/content/jobs.ts loads them and
 * this module holds the copy around them.
 */
import type { FilterableGridProps } from "#/components/islands/filterable-grid.tsx"
import type { FormStatusMessages } from "#/components/islands/form-status.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { JobApplicationFormProps } from "#/components/sections/job-application-form.tsx"
import type { JobCardLabels } from "#/components/sections/job-card.tsx"
import type { JobDetailsProps } from "#/components/sections/job-details.tsx"
import type { JobOpeningsProps } from "#/components/sections/job-openings.tsx"
import type { JobType, jobCategories } from "#/content.config.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import { personName } from "#/data/people.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

/** The filter's status line ("Showing all 6 jobs") in the page's words; the page gives its locale. */
export type FilterCount = { count: { all: string; some: string; none: string } }

export const career = {
  meta: {
    title: "Careers",
    description: `Join ${brand.name}: open design, development and business roles in Portland and remote, with salary ranges on every listing.`,
  },
  banner: {
    title: "Career",
    lead: "A small, senior team making brands, websites and products for ambitious clients. Come and do the best work of your career with us.",
  },
  openings: {
    id: "openings-title",
    eyebrow: "Open positions",
    title: "Find the role that fits you",
    lead: "Every listing shows the salary range up front. We answer every application within five working days.",
    more: { text: "Can't find your role?", cta: { label: "Contact us", href: "/contact/" } },
  } satisfies JobOpeningsProps,
  /** The tabs; each value is a job category in lower case (src/content.config.ts, jobCategories). */
  filters: {
    label: "Filter jobs by team",
    all: "All",
    filters: [
      { value: "design", label: "Design" },
      { value: "development", label: "Development" },
      { value: "business", label: "Business" },
    ],
    noun: { one: "job", other: "jobs" },
    /** The status line under the tabs: {total}, {shown}, {noun}, {nouns} and {filter} are filled in. */
    count: {
      all: "Showing all {total} {noun}",
      some: "Showing {shown} of {total} {noun}: {filter}",
      none: "No {nouns} in {filter} yet",
    },
  } satisfies Omit<FilterableGridProps, "itemTags" | "children"> & FilterCount,
  jobCard: { apply: { label: "Apply now" }, location: "Location", salary: "Salary" } satisfies JobCardLabels,
  perks: {
    id: "perks-title",
    eyebrow: `Life at ${brand.shortName}`,
    title: "What you get besides good work",
    lead: "We are 24 people who like what we do and want to keep doing it for a long time. These are the things that help.",
    tone: "tint",
    items: [
      {
        icon: "clock",
        title: "Flexible hours",
        text: "Core hours are 10 am to 2 pm Pacific. Plan the rest of your day around your life, not the other way round.",
      },
      {
        icon: "heart-pulse",
        title: "Health, dental and vision",
        text: "Full cover for you and 80% for your family, from your first day, for full-time and remote staff alike.",
      },
      {
        icon: "graduation-cap",
        title: "$1,500 learning budget",
        text: "Courses, books and conferences every year, plus one Friday a month for open source or learning.",
      },
      {
        icon: "globe",
        title: "Remote-friendly since 2019",
        text: "Half of the team works remotely. Everything we do is written down, so nobody misses a hallway chat.",
      },
      {
        icon: "calendar",
        title: "25 days off",
        text: "Plus public holidays and the week between Christmas and New Year, when the whole studio closes.",
      },
      {
        icon: "users",
        title: "Studio weeks",
        text: "Twice a year we all meet in Portland for a week of workshops, critique and very long dinners. Travel on us.",
      },
    ],
  } satisfies FeatureGridProps,
}

const recruiterId = "rosa-jimenez"

/** The copy of each job's page (/career/<slug>/) and of /career-details/. */
export const careerCopy = {
  /** The job page's title: "{title}" is the job's. */
  jobTitle: "{title} job",
  /** The job page's meta description: "{title}", "{location}" and "{description}" are the job's. */
  jobDescription: `{title} at ${brand.name}, {location}. {description}`,
  crumb: { label: "Career", href: "/career/" },
  /** After the salary range: "$48–60K a year". */
  per: { year: "a year", month: "a month", hour: "an hour" },
  /** The teams and job types as the cards and the overview name them (src/content.config.ts). */
  categories: { Design: "Design", Development: "Development", Business: "Business" } satisfies Record<
    (typeof jobCategories)[number],
    string
  >,
  types: {
    "Full Time": "Full Time",
    "Part Time": "Part Time",
    Contract: "Contract",
    Internship: "Internship",
    Remote: "Remote",
  } satisfies Record<JobType, string>,
  details: {
    headings: {
      details: "About the role",
      responsibilities: "What you will do",
      requirements: "What we are looking for",
      skills: "Skills and tools",
    },
    overview: {
      title: "Job overview",
      labels: {
        category: "Team",
        jobType: "Job type",
        location: "Location",
        salary: "Salary",
        experience: "Experience",
      },
      apply: { label: "Apply for this job", href: "#apply" },
      back: { label: "All open positions", href: "/career/", variant: "ghost" },
    },
    recruiter: {
      title: "Questions about the role?",
      lead: `I look after hiring at ${brand.shortName}. Write or call me about the role, the team or the process; I reply within one working day.`,
      name: personName(recruiterId),
      role: "Talent Partner",
      photo: avatar(recruiterId, 64),
      contacts: [
        {
          icon: "mail",
          title: "Email the hiring team",
          contact: { label: `careers@${emailDomain}`, href: `mailto:careers@${emailDomain}` },
        },
        { icon: "phone", title: "Call the studio", contact: contact.phone },
        { icon: "map-pin", title: "Visit us", contact: { label: contact.address } },
        { icon: "clock", title: "Office hours", contact: { label: contact.hours } },
      ],
    },
    application: {
      id: "apply",
      title: "Apply for this position",
      lead: "Tell us a little about yourself. No cover letter needed: a few honest lines and a link to your work are plenty.",
    },
  } satisfies Unresolved<Omit<JobDetailsProps, "job" | "form">>,
  application: {
    form: {
      id: "apply",
      label: "Apply for this position",
      fields: [
        { name: "name", label: "Your name", required: true, autoComplete: "name", placeholder: "Jordan Smith" },
        {
          name: "email",
          label: "Email address",
          type: "email",
          required: true,
          autoComplete: "email",
          placeholder: "you@example.com",
        },
        {
          name: "message",
          label: "Message",
          type: "textarea",
          required: true,
          rows: 6,
          placeholder: "A few lines about you and a link to your portfolio, CV or LinkedIn profile",
        },
      ],
      consent: {
        name: "privacy",
        label: `I agree to the {privacy}: ${brand.name} keeps my application for 12 months and uses it only for hiring.`,
        links: { privacy: { label: "privacy policy", href: "/privacy/" } },
        required: true,
      },
      submit: "Submit",
    } satisfies JobApplicationFormProps,
    messages: {
      local:
        "Thanks for applying! This demo has no form endpoint yet, so nothing was sent: what you typed stays in your browser.",
      success: "Thank you! Your application is on its way. We reply within five working days.",
    } satisfies Partial<FormStatusMessages>,
  },
}
