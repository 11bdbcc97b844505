/**
 * Ends the current task: what follows runs in a new one, so the browser may paint or handle input in between
 * (a message, not a timer – timers may be clamped). Long start-up work split this way keeps every task short
 * on a slow phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close(); // an open port would keep the build's prerendering process alive
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
