import { killRecordedProcesses } from "./child-processes";

// Whatever a spec started and could not end (a worker killed, a test timed out mid-start)
// is ended here, by PID, before Playwright exits.
export default function globalTeardown() {
  const killed = killRecordedProcesses();
  if (killed > 0) console.warn(`e2e teardown: ended ${killed} leftover server process(es)`);
}
