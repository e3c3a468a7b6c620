import "./operations.events";

export {
  type AdminAuditEntry,
  createOperationsService,
  type Mentionable,
  mentionsIn,
  type OperationsService,
  type StaffActor,
} from "./operations.service";
