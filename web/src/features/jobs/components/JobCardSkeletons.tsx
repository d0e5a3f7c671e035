/** The list's loading state: the shape of three cards (no jump when they arrive), announced once as loading. */
export function JobCardSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="job-list" role="status" aria-label={label} data-testid="jobs-loading">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="job-card job-card--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--logo" />
          <span className="job-card__body">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
