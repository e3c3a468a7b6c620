import "./operations.events";

export {
  createOperationsService,
  type Mentionable,
  mentionsIn,
  type OperationsService,
  type StaffActor,
} from "./operations.service";
