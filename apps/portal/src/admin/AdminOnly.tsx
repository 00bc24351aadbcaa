import { PortalHeader } from '../navigation/PortalHeader';

/** What an administrators' page (plan A) shows anyone else: its title and why it is closed. */
export function AdminOnly({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PortalHeader />
      <main className="page-message">
        <h1>{title}</h1>
        <p role="alert">{message}</p>
      </main>
    </>
  );
}
