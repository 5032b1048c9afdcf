import { Outlet } from 'react-router';

/**
 * The dashboard, download, editor, full and payment layouts are bare (no header or footer): the page owns
 * the whole viewport. The name is kept as a class so each can be styled on its own.
 */
export function BareLayout({ name }: { name: string }) {
  return (
    <main id="main" tabIndex={-1} className={`layout-${name} min-vh-100`}>
      <Outlet />
    </main>
  );
}
