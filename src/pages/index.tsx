import * as React from "react";
export default function Home() { return <main><h1>Scaffold</h1></main>; }
