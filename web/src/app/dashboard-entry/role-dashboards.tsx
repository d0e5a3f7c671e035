import AdminLayout from '../layouts/AdminLayout';
import CandidateLayout from '../layouts/CandidateLayout';
import EmployerLayout from '../layouts/EmployerLayout';
import { AdminDashboardPage } from '../../features/admin/pages';
import { CandidateDashboardPage } from '../../features/candidates/pages';
import { EmployerDashboardPage } from '../../features/employers/pages';

export function AdminDashboardInLayout() {
  return (
    <AdminLayout>
      <AdminDashboardPage />
    </AdminLayout>
  );
}

export function EmployerDashboardInLayout() {
  return (
    <EmployerLayout>
      <EmployerDashboardPage />
    </EmployerLayout>
  );
}

export function CandidateDashboardInLayout() {
  return (
    <CandidateLayout>
      <CandidateDashboardPage />
    </CandidateLayout>
  );
}
