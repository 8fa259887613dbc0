import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/**
 * What every page needs: the auth state (REST, /api/v0/auth/profile). Apollo is not here: it is
 * provided by the dashboard layout only (see graphql-provider.tsx), to keep it out of the public bundle.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
