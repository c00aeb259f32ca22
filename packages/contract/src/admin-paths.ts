/**
 * Method and path of the administration console's calls (administration spec §7), on the security service (the
 * calls name `service: "security"`). Apart from `Api` so that the login's first script, which carries `Api`,
 * does not carry the console's paths too: the console is loaded after sign-in, and so are these.
 */
export const AdminApi = {
  menu: {
    getMenuByUser: { method: "GET", path: "/api/menu/GetMenuByUser" },
    list: { method: "GET", path: "/api/menu/list" },
    getMenuByApp: { method: "GET", path: "/api/menu/GetMenuByApp" },
    create: { method: "POST", path: "/api/menu/Create" },
    modify: { method: "POST", path: "/api/menu/Modify" },
    uploadImage: { method: "POST", path: "/api/menu/UploadImageMenu" },
  },
  user: {
    create: { method: "POST", path: "/api/user/create" },
    modify: { method: "POST", path: "/api/user/modify" },
    inactivate: { method: "POST", path: "/api/user/Inactivate" },
    delete: { method: "POST", path: "/api/user/delete" },
    activateDeleted: { method: "POST", path: "/api/user/activateDeletedUser" },
    exists: { method: "POST", path: "/api/user/getuserexists" },
    getById: { method: "GET", path: "/api/user/GetById" },
    list: { method: "GET", path: "/api/user/list" },
    types: { method: "GET", path: "/api/user/GetTypeUser" },
    countries: { method: "GET", path: "/api/user/get-countries" },
    customersByUser: { method: "GET", path: "/api/customer/GetCustomerByUser" },
    customers: { method: "GET", path: "/api/customer/GetCustomer" },
    countRolesByUser: { method: "GET", path: "/api/application/GetCountRolesByUser" },
  },
  privilege: {
    list: { method: "GET", path: "/api/privilege/list" },
    create: { method: "POST", path: "/api/privilege/create" },
    modify: { method: "POST", path: "/api/privilege/modify" },
    applications: { method: "GET", path: "/api/application/getApplicationsByIdPrivilege" },
  },
  role: {
    list: { method: "GET", path: "/api/role/list" },
    create: { method: "POST", path: "/api/role/create" },
    modify: { method: "POST", path: "/api/role/modify" },
    /** Header `id`: the applications of a role. */
    applications: { method: "GET", path: "/api/application/applicationId" },
  },
  application: {
    list: { method: "GET", path: "/api/application/list" },
    /** The spec does not show the exact paths the list uses; these follow the other areas. */
    create: { method: "POST", path: "/api/application/create" },
    modify: { method: "POST", path: "/api/application/modify" },
    forMenus: { method: "GET", path: "/api/application/getApplicationsForAssignMenu" },
    forNotifications: { method: "GET", path: "/api/application/getApplicationsForAssignNotification" },
  },
  notification: {
    list: { method: "GET", path: "/api/Notifications/List" },
    create: { method: "POST", path: "/api/Notifications/Create" },
    modify: { method: "POST", path: "/api/Notifications/Modify" },
    delete: { method: "POST", path: "/api/Notifications/Delete" },
    subjectsByTemplate: { method: "GET", path: "/api/Subjects/SubjectsByTemplateId" },
    templatesByApps: { method: "GET", path: "/api/ApplicationsTemplates/TemplatesByApps" },
  },
  /** The brand store (docs/brand-store.md): the brands and their revisions, a preview link, a rollback. */
  brand: {
    list: { method: "GET", path: "/api/brands/list" },
    preview: { method: "POST", path: "/api/brands/preview" },
    rollback: { method: "POST", path: "/api/brands/rollback" },
  },
} as const;
