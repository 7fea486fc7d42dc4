import type { StaffArea } from 'contracts/staff-rules';
import type { ReactNode } from 'react';
import { type RouteObject, useParams, useRoutes, useSearchParams } from 'shared-ui';
import type { StaffPageProps } from 'shared-ui/federation';
import { Accounts } from '../features/accounts/components/accounts';
import { CandidatePage } from '../features/applications/components/candidate-page';
import { PipelineBoard } from '../features/applications/components/pipeline-board';
import { AuditLog } from '../features/audit/components/audit-log';
import { EnquiryDetail } from '../features/enquiries/components/enquiry-detail';
import { Inbox } from '../features/enquiries/components/inbox';
import { JobEditor } from '../features/jobs/components/job-editor';
import { JobsList } from '../features/jobs/components/jobs-list';
import { MailTemplates } from '../features/mail-templates/components/mail-templates';
import { Subscribers } from '../features/newsletter/components/subscribers';
import { PrivacyRequests } from '../features/privacy/components/privacy-requests';
import { Releases } from '../features/releases/components/releases';
import { HiringReport } from '../features/reports/components/hiring-report';
import { ConsoleFrame } from '../features/session/components/console-frame';
import { ConsoleHome, ConsoleNotFound } from '../features/session/components/console-home';
import { PasswordScreen } from '../features/session/components/password-screen';
import { SignInScreen } from '../features/session/components/sign-in-screen';
import { SiteHealth } from '../features/site-health/components/site-health';
import { StoriesList } from '../features/stories/components/stories-list';
import { StoryEditor } from '../features/stories/components/story-editor';

const page = (path: string, title: string, element: ReactNode, area?: StaffArea): RouteObject => ({
  path,
  element: (
    <ConsoleFrame title={title} area={area}>
      {element}
    </ConsoleFrame>
  ),
});

function EnquiryRoute() {
  const { id = '' } = useParams();
  return <EnquiryDetail id={id} />;
}

function JobRoute({ JobPreview }: StaffPageProps) {
  const { id = '' } = useParams();
  return <JobEditor id={id} JobPreview={JobPreview} />;
}

function StoryRoute({ StoryPreview }: StaffPageProps) {
  const { id = '' } = useParams();
  return <StoryEditor id={id} StoryPreview={StoryPreview} />;
}

function PipelineRoute() {
  const { id = '' } = useParams();
  return <PipelineBoard jobId={id} />;
}

function ApplicationRoute() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <CandidatePage id={id} jobId={searchParams.get('job') ?? undefined} />;
}

/**
 * ./StaffPage, the staff console at /staff/* (the shell's route table). The server renders the
 * sign-in screen or a loading frame, never data: everything else loads in the browser once the
 * session is known. `JobPreview` is careers' ./JobPreview and `StoryPreview` marketing's
 * ./StoryPreview, handed over by the shell.
 */
export default function StaffPage({ JobPreview, StoryPreview }: StaffPageProps) {
  return useRoutes([
    { path: 'sign-in', element: <SignInScreen /> },
    page('', 'Staff console', <ConsoleHome />),
    page('password', 'Password', <PasswordScreen />),
    page('enquiries', 'Inbox', <Inbox />, 'enquiries'),
    page('enquiries/:id', 'Enquiry', <EnquiryRoute />, 'enquiries'),
    page('jobs', 'Jobs', <JobsList />, 'jobs'),
    page('jobs/new', 'New job', <JobEditor JobPreview={JobPreview} />, 'jobs'),
    page('jobs/:id', 'Job', <JobRoute JobPreview={JobPreview} />, 'jobs'),
    page('jobs/:id/pipeline', 'Pipeline', <PipelineRoute />, 'applications'),
    page('applications/:id', 'Candidate', <ApplicationRoute />, 'applications'),
    page('stories', 'Stories', <StoriesList />, 'stories'),
    page('stories/new', 'New story', <StoryEditor StoryPreview={StoryPreview} />, 'stories'),
    page('stories/:id', 'Story', <StoryRoute StoryPreview={StoryPreview} />, 'stories'),
    page('mail-templates', 'Mail templates', <MailTemplates />, 'candidateMailTemplates'),
    page('reports', 'Hiring report', <HiringReport />, 'applications'),
    page('audit', 'Audit log', <AuditLog />, 'audit'),
    page('accounts', 'Accounts', <Accounts />, 'accounts'),
    page('privacy', 'Privacy requests', <PrivacyRequests />, 'privacy'),
    page('newsletter', 'Newsletter', <Subscribers />, 'newsletter'),
    page('releases', 'Releases', <Releases />, 'releases'),
    page('site-health', 'Site health', <SiteHealth />, 'releases'),
    page('*', 'Page not found', <ConsoleNotFound />),
  ]);
}
