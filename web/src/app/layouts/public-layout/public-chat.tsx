import { useMemo } from 'react';
import { useAuth } from '@/features/auth/api/auth-context';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import type { ChatViewer } from '@/features/chat/open-chat';

/** The virtual assistant of the public pages, told who is chatting by the auth state. */
export function PublicChat() {
  const { state } = useAuth();
  const userId = state.user?.id ?? null;
  const viewer = useMemo<ChatViewer>(() => ({ status: state.status, userId }), [state.status, userId]);
  return <ChatLauncher viewer={viewer} />;
}
