/** Scaffold of social/social-connect-page: its helper replaces this file. */
export default function ScaffoldPage() {
  return <div />;
}
