import { RequireAdmin } from '../../../lib/RequireAdmin';
import { AboutAdminPage } from './AboutAdminPage';
import { CarouselAdminPage } from './CarouselAdminPage';
import { HelpAdminPage, HelpEditPage } from './HelpAdminPage';
import { PostEditPage, PostsAdminPage } from './PostsAdminPage';

// The admin's content screens load as one chunk: admins move between them, and one chunk keeps
// the route table in the first download (under the home page's size budget) small.

export const CarouselAdminRoute = () => (
  <RequireAdmin>
    <CarouselAdminPage />
  </RequireAdmin>
);
export const AboutAdminRoute = () => (
  <RequireAdmin>
    <AboutAdminPage />
  </RequireAdmin>
);
export const PostsAdminRoute = () => (
  <RequireAdmin>
    <PostsAdminPage />
  </RequireAdmin>
);
export const PostEditRoute = () => (
  <RequireAdmin>
    <PostEditPage />
  </RequireAdmin>
);
export const HelpAdminRoute = () => (
  <RequireAdmin>
    <HelpAdminPage />
  </RequireAdmin>
);
export const HelpEditRoute = () => (
  <RequireAdmin>
    <HelpEditPage />
  </RequireAdmin>
);
