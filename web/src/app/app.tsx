import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider, createApolloClient } from '@/app/provider';
import { routes } from '@/app/routes';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
