/**
 * The words around a job that its own page (/career/<slug>/, /career-details/) and the career
 * list's cards share: the job page's headings, overview, recruiter card and application form, the
 * teams' and job types' names, the salary's period. They are not a page's sections, so they are
 * not a content file: the career list's own words are src/content/pages/career.yaml. The jobs are
 * a content collection (src/content/jobs/*.yaml, schema in src/content.config.ts), which
 * src/lib/content/jobs.ts loads.
 */
import type { FormStatusMessages } from "#/components/islands/form-status.tsx"
import type { JobApplicationFormProps } from "#/components/sections/job-application-form.tsx"
import type { JobDetailsProps } from "#/components/sections/job-details.tsx"
import type { JobType, jobCategories } from "#/content.config.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import { personName } from "#/data/people.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

const recruiterId = "rosa-jimenez"

export const careerCopy = {
  /** The job page's title: "{title}" is the job's. */
  jobTitle: "{title} job",
  /** The job page's meta description: "{title}", "{location}" and "{description}" are the job's. */
  jobDescription: `{title} at ${brand.name}, {location}. {description}`,
  crumb: { label: "Career", href: "/career/" },
  /** After the salary range: "$48–60K a year". */
  per: { year: "a year", month: "a month", hour: "an hour" },
  /**
   * The teams and job types as the cards and the overview name them (src/content.config.ts); the
   * career list's filter has a tab for each team, in this order.
   */
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
