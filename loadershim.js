// Gatsby's Link calls the page loader; unit tests have none.
global.___loader = { enqueue: jest.fn() };
