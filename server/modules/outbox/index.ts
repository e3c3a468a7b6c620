export { createOutbox, DELIVER_EVENT_JOB, type Outbox, type StuckEvent } from "./outbox.service";
