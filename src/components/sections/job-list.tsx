import { JobCard, type JobCardLabels, type JobView } from "./job-card"

/**
 * The open positions as a grid. Each item carries data-filter-item so the filterable-grid island
 * can hide it; without JavaScript every job stays visible.
 */
export function JobList({ jobs, labels }: { jobs: readonly JobView[]; labels: JobCardLabels }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id} data-filter-item="">
          <JobCard job={job} labels={labels} />
        </li>
      ))}
    </ul>
  )
}
