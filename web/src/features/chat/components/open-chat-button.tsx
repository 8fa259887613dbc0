import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openChat } from '../open-chat';
import styles from './open-chat-button.module.css';

/** A button of a page that opens the assistant with `message` in its input, ready to send. */
export function OpenChatButton({ message, label }: { message: string; label: string }) {
  return (
    <Button
      variant="secondary"
      block
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => openChat(message)}
    >
      <MessageCircle aria-hidden="true" size={18} />
      {label}
    </Button>
  );
}
