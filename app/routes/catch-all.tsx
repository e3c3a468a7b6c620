import { redirect } from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../../common/navigation";

// Any path no route matches goes to the error page (spec §8 "Unknown route").
const toNotFound = () => redirect(PAGE_NOT_FOUND_PATH, 302);

export const loader = toNotFound;
export const action = toNotFound;
