import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { IMPORT_JOB_STATUS_LABELS, isLiveJob, jobPercent, type ImportJobView } from "~/modules/scraping/import-job";

const CREATED_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** The latest scraping jobs (docs/product/admin.md#scraping-import: "jobs survive a page reload"), each a link to its progress. */
export function ScrapingJobList({ jobs, currentId }: { jobs: ImportJobView[]; currentId: number | undefined }) {
  return (
    <section aria-labelledby="jobs-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="jobs-heading" className="text-lg font-semibold text-brand-800">
        Recent jobs
      </h3>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No scraping job yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Job
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Started
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Progress
              </th>
              <th scope="col" className="py-2 font-medium">
                Errors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100">
            {jobs.map((job) => (
              <tr key={job.id} aria-current={job.id === currentId ? "true" : undefined} className="aria-[current=true]:bg-brand-50">
                <td className="py-2 pr-4">
                  <Link to={`?job=${job.id}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    #{job.id}
                  </Link>{" "}
                  <span className="text-muted">{job.adapter === "firecrawl" ? "Firecrawl" : "built-in"}</span>
                </td>
                <td className="py-2 pr-4 text-muted">{CREATED_FORMAT.format(new Date(job.createdAt))}</td>
                <td className="py-2 pr-4">
                  <Badge variant={isLiveJob(job.status) ? "gold" : "brand"}>{IMPORT_JOB_STATUS_LABELS[job.status]}</Badge>
                </td>
                <td className="py-2 pr-4">
                  {job.completed}/{job.total} ({jobPercent(job)}%)
                </td>
                <td className="py-2">{job.errors.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
