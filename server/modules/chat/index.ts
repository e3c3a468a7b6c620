// The chat module's public surface: services.ts and app.ts import only this.
import "./chat.events";

export { type ChatApiDeps, createChatApi } from "./chat.api";
export { type ChatService, createChatService } from "./chat.service";
