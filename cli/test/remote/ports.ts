/** Where the CLI's remote tests start looking for free ports, apart from firebase.json's. */
export const FIRST_PORTS = { auth: 9399, database: 9300, functions: 5301 };
