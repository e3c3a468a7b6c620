// The chat module's public surface: services.ts and app.ts import only this.
export { type ChatApiDeps, createChatApi } from "./chat.api";
export { type ChatService, createChatService } from "./chat.service";
