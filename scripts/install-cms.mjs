console.log("cms install deferred")
