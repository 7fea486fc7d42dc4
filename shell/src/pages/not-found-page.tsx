import { NotFoundScreen, PageMeta } from 'shared-ui';

export function NotFoundPage() {
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist. Return to the home page to explore our services, careers and offices."
        noIndex
      />
      <NotFoundScreen
        title="404 Page Not Found"
        text="Did you forget to add the page to the router?"
        linkTo="/"
        linkLabel="Back to Home"
      />
    </>
  );
}
