import { ROUTES } from '@fj/shared';

export const adminUserHref = (id: number) => ROUTES.adminUser.replace(':id', String(id));
export const adminEmployerHref = (id: number) => ROUTES.adminEmployer.replace(':id', String(id));
