/** Scaffold of campaigns/campaign-page: its helper replaces this file. */
export default function ScaffoldPage() {
  return <div />;
}
