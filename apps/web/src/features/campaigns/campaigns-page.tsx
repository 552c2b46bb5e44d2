/** Scaffold of campaigns/campaigns-page: its helper replaces this file. */
export default function ScaffoldPage() {
  return <div />;
}
