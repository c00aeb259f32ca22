import { defineCall } from "../../call.ts";
import {
  GetMenuByAppAnswerSchema,
  GetMenuByAppHeadersSchema,
  GetMenuByUserHeadersSchema,
  MenuByUserAnswerSchema,
  MenuListAnswerSchema,
  MenuListHeadersSchema,
  MenuRecordSchema,
  MenuSaveAnswerSchema,
  UploadImageMenuAnswerSchema,
  UploadImageMenuRequestSchema,
} from "../../menu.ts";
import { AdminPrivilege } from "../../privileges.ts";

const { menusRead, menusWrite } = AdminPrivilege;

/** The signed-in user's own menu of an application at a location: every session may ask. */
export const getMenuByUser = defineCall({
  service: "security",
  method: "GET",
  path: "/api/menu/GetMenuByUser",
  headers: GetMenuByUserHeadersSchema,
  answer: MenuByUserAnswerSchema,
  privilege: "session",
});

/** Every menu; a user's own (header `userid`) for that user, another user's for menu administrators. */
export const list = defineCall({
  service: "security",
  method: "GET",
  path: "/api/menu/list",
  headers: MenuListHeadersSchema,
  answer: MenuListAnswerSchema,
  privilege: { ownUserHeader: "userid", others: [menusRead] },
});

export const getMenuByApp = defineCall({
  service: "security",
  method: "GET",
  path: "/api/menu/GetMenuByApp",
  headers: GetMenuByAppHeadersSchema,
  answer: GetMenuByAppAnswerSchema,
  privilege: [menusRead],
});

export const create = defineCall({
  service: "security",
  method: "POST",
  path: "/api/menu/Create",
  request: MenuRecordSchema,
  answer: MenuSaveAnswerSchema,
  privilege: [menusWrite],
});

export const modify = defineCall({
  service: "security",
  method: "POST",
  path: "/api/menu/Modify",
  request: MenuRecordSchema,
  answer: MenuSaveAnswerSchema,
  privilege: [menusWrite],
});

export const uploadImage = defineCall({
  service: "security",
  method: "POST",
  path: "/api/menu/UploadImageMenu",
  request: UploadImageMenuRequestSchema,
  answer: UploadImageMenuAnswerSchema,
  privilege: [menusWrite],
});
