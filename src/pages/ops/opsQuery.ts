// The react-query key of the ops page's data, shared by the page and the retry that reloads it.
export const OPS_JOBS_QUERY = ['ops', 'jobs'] as const;
