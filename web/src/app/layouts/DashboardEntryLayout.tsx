import { Outlet } from 'react-router-dom';

/** §2 "paths containing /dashboard": the entry screen brings its own layout (the chosen dashboard's). */
export default function DashboardEntryLayout() {
  return (
    <div data-layout="dashboard">
      <Outlet />
    </div>
  );
}
