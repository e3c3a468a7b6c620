export {
  createJobQueue,
  type FailedJob,
  type JobHandler,
  type JobHandlers,
  type JobQueue,
  type JobRunner,
} from "./jobs.service";
