// The demo logins `npm start` seeds and prints. Local use only: these accounts
// exist only in the emulators.
export const DEMO_ACCOUNTS = {
  admin: { uid: "demo-admin", userName: "admin", password: "rinkadmin1", name: "Demo Admin" },
  teacher: {
    uid: "demo-teacher",
    userName: "coach",
    email: "coach@example.com",
    password: "rinkcoach1",
    name: "Casey Coach",
    school: "Maple Grove Elementary",
    schoolDistrict: "Maple Grove District",
    schoolAddress: "12 Rink Road",
    city: "Springfield",
    state: "MN",
    zipCode: "55401",
    gradeTaught: 5,
    classSize: 30,
  },
  students: [
    { uid: "demo-student-1", userName: "skater1", password: "puck1234", firstName: "Riley", lastName: "Stone" },
    { uid: "demo-student-2", userName: "skater2", password: "puck5678", firstName: "Jordan", lastName: "Lake" },
  ],
} as const;
