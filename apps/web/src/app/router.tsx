import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { validateProspectsSearch } from '@/features/prospects/prospects-search';
import { needsFirstAdmin } from '@/features/setup/setup-status';
import { areaPages } from '@/features/shell/area-pages';
import { prefetchDashboardStart } from './api-clients';
import { DashboardNotFound, NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { loadSettingsDialog } from './settings-dialog-chunk';

// Every page, sign-in, Home and the dashboard frame included, is loaded when first opened (or a link to
// it is hovered): the first script is the router, the providers and the shared libraries (ADR 075). The
// router loads the chunks of all matched routes at once (frame, page, child), after their beforeLoad.
const LoginPage = lazyRouteComponent(() => import('@/features/auth/login-page'), 'LoginPage');
const DashboardLayout = lazyRouteComponent(() => import('./dashboard-layout'), 'DashboardLayout');
const DashboardHome = lazyRouteComponent(() => import('@/features/home/dashboard-home'), 'DashboardHome');
const PricingRoute = lazyRouteComponent(() => import('./pricing-route'), 'PricingRoute');
const BookingPage = lazyRouteComponent(() => import('@/features/booking/booking-page'), 'BookingPage');
const SetupPage = lazyRouteComponent(() => import('@/features/setup/setup-page'), 'SetupPage');
const SignUpPage = lazyRouteComponent(() => import('@/features/signup/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyRouteComponent(
  () => import('@/features/signup/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyRouteComponent(
  () => import('@/features/signup/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyRouteComponent(
  () => import('@/features/signup/verify-email-page'),
  'VerifyEmailPage',
);
const ConfirmEmailPage = lazyRouteComponent(
  () => import('@/features/signup/confirm-email-page'),
  'ConfirmEmailPage',
);
const AreaPlaceholder = lazyRouteComponent(() => import('@/features/shell/area-page'), 'AreaPlaceholder');
const DialerPage = lazyRouteComponent(() => import('@/features/dialer/dialer-page'), 'DialerPage');

/** A route component that renders a lazy page with props, still preloaded on link intent. */
function preloading(
  component: () => ReactNode,
  lazyPage: { preload?: () => Promise<void> | undefined },
): (() => ReactNode) & { preload: () => Promise<void> } {
  return Object.assign(component, { preload: async () => lazyPage.preload?.() });
}

const rootRoute = createRootRoute({ component: RootLayout });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // An empty install opens on its first-Admin page; otherwise the dashboard (or sign-in, signed out).
  beforeLoad: async () => {
    throw redirect({ to: (await needsFirstAdmin()) ? '/setup' : '/dashboard', replace: true });
  },
});

/** Offered once, while the install has no user (DECISIONS.md §7); afterwards it leads to sign-in. */
const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  staticData: { title: 'Set up Leadpath' },
  beforeLoad: async () => {
    // Unknown (the status did not load): the page shows, and the server refuses if it must.
    if ((await needsFirstAdmin()) === false) throw redirect({ to: '/login', replace: true });
  },
  component: SetupPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: 'Sign in' },
  // callbackUrl: where to go after; link: the mailed sign-in link's token (sign-in paused for the account).
  validateSearch: (search: Record<string, unknown>): { callbackUrl?: string; link?: string } => ({
    ...(typeof search.callbackUrl === 'string' ? { callbackUrl: search.callbackUrl } : {}),
    ...(typeof search.link === 'string' ? { link: search.link } : {}),
  }),
  // Nobody can sign in to an empty install: its first visitor creates the Admin instead. The page's
  // chunk starts loading before that question is answered, not after it.
  beforeLoad: async () => {
    void LoginPage.preload?.();
    if (await needsFirstAdmin()) throw redirect({ to: '/setup', replace: true });
  },
  component: preloading(function LoginRoute() {
    const { callbackUrl, link } = loginRoute.useSearch();
    return <LoginPage callbackUrl={callbackUrl} signInLink={link} />;
  }, LoginPage),
});

/** Public sign-up (the server refuses it when the operator closed it). */
const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  staticData: { title: 'Create your account' },
  beforeLoad: async () => {
    if (await needsFirstAdmin()) throw redirect({ to: '/setup', replace: true });
  },
  component: SignUpPage,
});

/** The page the verification mail links to: /verify-email?token=... */
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  staticData: { title: 'Verify your email' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: preloading(function VerifyEmailRoute() {
    const { token } = verifyEmailRoute.useSearch();
    return <VerifyEmailPage token={token} />;
  }, VerifyEmailPage),
});

/** The page the email-change mail links to: /confirm-email?token=... */
const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  staticData: { title: 'Confirm your new email' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: preloading(function ConfirmEmailRoute() {
    const { token } = confirmEmailRoute.useSearch();
    return <ConfirmEmailPage token={token} />;
  }, ConfirmEmailPage),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: { title: 'Forgot password' },
  component: ForgotPasswordPage,
});

/** The page the reset mail links to: /reset-password?token=... */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: { title: 'Reset password' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: preloading(function ResetPasswordRoute() {
    const { token } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage token={token} />;
  }, ResetPasswordPage),
});

/** The upgrade page: inside the shell (the way back is the sidebar), or open to a signed-out visitor. */
const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pricing',
  staticData: { title: 'Pricing' },
  validateSearch: (
    search: Record<string, unknown>,
  ): { plan?: string; period?: string; settings?: string } => ({
    ...(typeof search.plan === 'string' ? { plan: search.plan } : {}),
    ...(typeof search.period === 'string' ? { period: search.period } : {}),
    ...(typeof search.settings === 'string' ? { settings: search.settings } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (search.settings) void loadSettingsDialog();
  },
  component: PricingRoute,
});

/** The public booking page: no sign-in, outside the dashboard shell. */
const bookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/book/$handle',
  staticData: { title: 'Book a meeting' },
  component: preloading(function BookingRoute() {
    const { handle } = bookingRoute.useParams();
    return <BookingPage handle={handle} />;
  }, BookingPage),
});

/** ?settings=<section id> opens the settings dialog over any dashboard page (dashboard-layout.tsx). */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  staticData: { title: 'Dashboard' },
  validateSearch: (search: Record<string, unknown>): { settings?: string } =>
    typeof search.settings === 'string' ? { settings: search.settings } : {},
  // The first requests and the dialog named in the address start beside the frame's and the page's
  // chunks, not after the frame renders.
  beforeLoad: ({ search }) => {
    prefetchDashboardStart();
    if (search.settings) void loadSettingsDialog();
  },
  component: DashboardLayout,
  notFoundComponent: DashboardNotFound,
});

const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  staticData: { title: 'Home' },
  component: DashboardHome,
});

/** /dashboard/settings?section=<id> opens the dialog on that section; other parameters are kept. */
const settingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'settings',
  beforeLoad: ({ search }) => {
    const { section, ...rest } = search as Record<string, unknown>;
    throw redirect({
      to: '/dashboard',
      search: { ...rest, settings: typeof section === 'string' ? section : 'edit-profile' },
      replace: true,
    });
  },
});

const adminRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'admin',
  staticData: { title: 'Admin Control Panel' },
  component: lazyRouteComponent(() => import('@/features/admin/admin-page'), 'AdminPage'),
});

/** The local outbox: drafts and sent mails (DECISIONS.md §6). */
const mailboxesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'mailboxes',
  staticData: { title: 'Mailboxes' },
  component: lazyRouteComponent(() => import('@/features/mailboxes/mailboxes-page'), 'MailboxesPage'),
});

/** A team invitation link from the outbox mail: opening it signed in joins the team. */
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite/$token',
  staticData: { title: 'Team invitation' },
  // Takes no search; declaring the dashboard's optional one keeps the typed '.' search reducers valid.
  validateSearch: (): { settings?: string } => ({}),
  component: lazyRouteComponent(() => import('@/features/invites/invite-route'), 'InviteRoute'),
});

// The lists behind the sidebar counts; a row opens its drawer over the list.
const companiesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'companies',
  staticData: { title: 'Companies' },
  component: lazyRouteComponent(() => import('@/features/companies/companies-page'), 'CompaniesPage'),
});
const companyRoute = createRoute({
  getParentRoute: () => companiesRoute,
  path: '$companyId',
  staticData: { title: 'Company' },
  component: lazyRouteComponent(
    () => import('@/features/companies/company-drawer-route'),
    'CompanyDrawerRoute',
  ),
});
const prospectsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'prospects',
  staticData: { title: 'Prospects' },
  validateSearch: validateProspectsSearch,
  component: lazyRouteComponent(() => import('@/features/prospects/prospects-page'), 'ProspectsPage'),
});
const prospectRoute = createRoute({
  getParentRoute: () => prospectsRoute,
  path: '$prospectId',
  staticData: { title: 'Prospect' },
  component: lazyRouteComponent(
    () => import('@/features/prospects/prospect-drawer-route'),
    'ProspectDrawerRoute',
  ),
});
/** A prospect's engagement guide on its own page (the markdown viewer loads with it). */
const prospectGuideRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'prospects/$prospectId/guide',
  staticData: { title: 'Engagement guide' },
  component: lazyRouteComponent(
    () => import('@/features/prospects/prospect-guide-page'),
    'ProspectGuidePage',
  ),
});

/** The Add apps page; it replaces the area placeholder of the same path. */
const integrationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'integrations',
  staticData: { title: 'Add apps' },
  component: lazyRouteComponent(
    () => import('@/features/integrations/integrations-page'),
    'IntegrationsPage',
  ),
});

/** The sandbox connector's consent page: outside the dashboard, as a provider's own page is. */
const sandboxConsentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/connect/sandbox/$provider',
  staticData: { title: 'Connect an app' },
  // The dashboard's optional settings is declared too, so the typed '.' search reducers stay valid.
  validateSearch: (search: Record<string, unknown>): { session?: string; settings?: string } =>
    typeof search.session === 'string' ? { session: search.session } : {},
  component: lazyRouteComponent(
    () => import('@/features/integrations/sandbox-consent-page'),
    'SandboxConsentPage',
  ),
});

/** The sandbox payment provider's checkout and customer portal: outside the dashboard, as Stripe's pages are. */
const sandboxCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/billing/sandbox-checkout',
  staticData: { title: 'Checkout' },
  validateSearch: (search: Record<string, unknown>): { session?: string; settings?: string } =>
    typeof search.session === 'string' ? { session: search.session } : {},
  component: lazyRouteComponent(
    () => import('@/features/billing/sandbox-checkout-page'),
    'SandboxCheckoutPage',
  ),
});
const sandboxPortalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/billing/sandbox-portal',
  staticData: { title: 'Billing portal' },
  validateSearch: (
    search: Record<string, unknown>,
  ): { plan?: string; period?: string; settings?: string } => ({
    ...(typeof search.plan === 'string' ? { plan: search.plan } : {}),
    ...(typeof search.period === 'string' ? { period: search.period } : {}),
  }),
  component: lazyRouteComponent(() => import('@/features/billing/sandbox-portal-page'), 'SandboxPortalPage'),
});

/** Custom outreach (issue 19): sequences, a sequence's tabs, tasks and sending settings. */
const customOutreachRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'custom-outreach',
  staticData: { title: 'Custom outreach' },
  component: lazyRouteComponent(
    () => import('@/features/custom-outreach/custom-outreach-area'),
    'CustomOutreachArea',
  ),
});
const sequencesRoute = createRoute({
  getParentRoute: () => customOutreachRoute,
  path: '/',
  staticData: { title: 'Sequences' },
  component: lazyRouteComponent(() => import('@/features/custom-outreach/sequences-page'), 'SequencesPage'),
});
const newSequenceRoute = createRoute({
  getParentRoute: () => customOutreachRoute,
  path: 'new',
  staticData: { title: 'New sequence' },
  component: lazyRouteComponent(
    () => import('@/features/custom-outreach/new-sequence-page'),
    'NewSequencePage',
  ),
});
const outreachTasksRoute = createRoute({
  getParentRoute: () => customOutreachRoute,
  path: 'tasks',
  staticData: { title: 'Tasks' },
  component: lazyRouteComponent(() => import('@/features/custom-outreach/tasks-page'), 'TasksPage'),
});
const sendingSettingsRoute = createRoute({
  getParentRoute: () => customOutreachRoute,
  path: 'settings',
  staticData: { title: 'Sending settings' },
  component: lazyRouteComponent(
    () => import('@/features/custom-outreach/sending-settings-page'),
    'SendingSettingsPage',
  ),
});
const sequenceRoute = createRoute({
  getParentRoute: () => customOutreachRoute,
  path: '$sequenceId',
  staticData: { title: 'Sequence' },
  component: lazyRouteComponent(() => import('@/features/custom-outreach/sequence-page'), 'SequencePage'),
});

/** LinkedIn sequence upload and LinkedIn Analytics (issue 21): they replace their area placeholders. */
const linkedinUploadRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'upload-linkedin-sequence',
  staticData: { title: 'LinkedIn sequence upload' },
  component: lazyRouteComponent(
    () => import('@/features/linkedin-upload/linkedin-upload-page'),
    'LinkedinUploadPage',
  ),
});
const linkedinAnalyticsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'analytics',
  staticData: { title: 'LinkedIn Analytics' },
  component: lazyRouteComponent(
    () => import('@/features/linkedin-analytics/linkedin-analytics-page'),
    'LinkedinAnalyticsPage',
  ),
});
/** LinkedIn messaging (issue 21): the inbox replaces its area placeholder. */
const linkedinMessagingRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'linkedin-messaging',
  staticData: { title: 'LinkedIn messaging' },
  component: lazyRouteComponent(
    () => import('@/features/linkedin-messaging/linkedin-messaging-page'),
    'LinkedinMessagingPage',
  ),
});
/** Domains (issue 20): sending domains and their DNS records replace the area placeholder. */
const domainsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'domains',
  staticData: { title: 'Domains' },
  component: lazyRouteComponent(() => import('@/features/domains/domains-page'), 'DomainsPage'),
});
/** Go-to-market (issue 34): the playbooks, and New GTM's steps, replace the two area placeholders. */
const goToMarketRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'go-to-market',
  staticData: { title: 'Go-to-market' },
  component: lazyRouteComponent(() => import('@/features/go-to-market/go-to-market-page'), 'GoToMarketPage'),
});
const newGtmRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'gtm-playbooks',
  staticData: { title: 'New GTM' },
  component: lazyRouteComponent(() => import('@/features/go-to-market/new-gtm-page'), 'NewGtmPage'),
});
/** AI Training (issue 36): Admin staff train and check the assistants; replaces its placeholder. */
const aiTrainingRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'ai-training',
  staticData: { title: 'AI Training' },
  component: lazyRouteComponent(() => import('@/features/ai-training/ai-training-page'), 'AiTrainingPage'),
});
const ownRoutePaths = new Set([
  'ai-training',
  'domains',
  'upload-linkedin-sequence',
  'analytics',
  'linkedin-messaging',
  'go-to-market',
  'gtm-playbooks',
]);

/** Power Dialer (issue 35): ?session=<id> is the session being worked (a reload keeps it). */
const dialerRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'dialer',
  staticData: { title: 'Power Dialer' },
  validateSearch: (search: Record<string, unknown>): { session?: string; settings?: string } =>
    typeof search.session === 'string' ? { session: search.session } : {},
  component: preloading(function DialerRoute() {
    const { session } = dialerRoute.useSearch();
    const navigate = dialerRoute.useNavigate();
    return (
      <DialerPage sessionId={session} onSession={(id) => navigate({ search: id ? { session: id } : {} })} />
    );
  }, DialerPage),
});

// The areas the spec names without describing (DECISIONS.md §6).
const areaRoutes = areaPages
  .filter((area) => area.path !== 'integrations' && area.path !== 'custom-outreach')
  .filter((area) => !ownRoutePaths.has(area.path) && area.path !== 'dialer')
  .map((area) =>
    createRoute({
      getParentRoute: () => dashboardRoute,
      path: area.path,
      staticData: { title: area.title },
      component: preloading(() => <AreaPlaceholder area={area} />, AreaPlaceholder),
    }),
  );

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  signUpRoute,
  verifyEmailRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  setupRoute,
  pricingRoute,
  bookingRoute,
  inviteRoute,
  sandboxConsentRoute,
  sandboxCheckoutRoute,
  sandboxPortalRoute,
  dashboardRoute.addChildren([
    dashboardIndexRoute,
    settingsRoute,
    adminRoute,
    mailboxesRoute,
    integrationsRoute,
    customOutreachRoute.addChildren([
      sequencesRoute,
      newSequenceRoute,
      outreachTasksRoute,
      sendingSettingsRoute,
      sequenceRoute,
    ]),
    linkedinUploadRoute,
    linkedinAnalyticsRoute,
    linkedinMessagingRoute,
    domainsRoute,
    dialerRoute,
    goToMarketRoute,
    newGtmRoute,
    aiTrainingRoute,
    ...areaRoutes,
    companiesRoute.addChildren([companyRoute]),
    prospectsRoute.addChildren([prospectRoute]),
    prospectGuideRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page's own <title> (before " · Leadpath"); the deepest matched route's wins. */
    title?: string;
  }
}
