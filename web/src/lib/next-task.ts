/**
 * Resolves in a new task of the page's main thread, so that two pieces of work are two tasks and a
 * phone can handle input (and paint) between them: a task longer than 50 ms on a phone is time its
 * visitor waits for a tap to answer.
 *
 * A posted message, not a timer: it is not held back by the 4 ms clamp of nested timers, nor by a
 * clock a test has frozen (React's own scheduler yields the same way).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
