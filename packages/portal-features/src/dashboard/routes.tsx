/** The dashboard feature's door: /user/dashboard; the widgets come from their features (contract in shared/dashboard). */
export { DashboardPage, DashboardPage as Component, type DashboardPageProps } from './DashboardPage';
