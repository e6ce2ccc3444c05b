import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Deep links")
struct DeepLinkTests {
    @Test func parsesSchemeHostAndDecodedSegments() throws {
        let link = try DeepLink(parsing: "HTTPS://Recipes.Example.com/recipe/apple%2Dpie/?q=1#top")
        #expect(link.scheme == "https")
        #expect(link.host == "recipes.example.com")
        #expect(link.segments == ["recipe", "apple-pie"])
        let custom = try DeepLink(parsing: "recipes://category/desserts")
        #expect(custom.steps(customScheme: true) == ["category", "desserts"])
    }

    @Test(arguments: [
        ("recipes:category", "malformed URL: expected 'scheme://'"),
        ("://x", "malformed URL: '' is not a URL scheme"),
        ("1x://y", "malformed URL: '1x' is not a URL scheme"),
        ("recipes://a b", "malformed URL: it contains a space (write %20)"),
        ("recipes://a/%zz", "malformed URL: '%' must be followed by two hex digits"),
        ("recipes://a/%ff", "malformed URL: a percent-escape is not UTF-8"),
        ("recipes://a//b", "malformed URL: it has an empty path segment ('//')"),
        ("https://me@recipes.example.com/x", "malformed URL: user names are not accepted in links"),
        ("recipes://caf\u{E9}", "malformed URL: it contains the character U+E9"),
    ])
    func malformedLinksSayWhy(text: String, message: String) {
        #expect(throws: DeepLinkError.malformed(String(message.dropFirst("malformed URL: ".count)))) {
            try DeepLink(parsing: text)
        }
    }

    @Test func aMultiStepLinkWorksFromAColdStart() throws {
        var session = try makeSession()
        let events = session.handle(.apply(.open("recipes://category/desserts/recipe/apple-pie")))
        #expect(
            messages(events) == [
                "Opened recipes://category/desserts/recipe/apple-pie → [Category:desserts, Recipe:apple-pie]"
            ])
        #expect(session.state.focusedScene.path == [v("Category:desserts"), v("Recipe:apple-pie")])
        #expect(session.focusedValues["selectedRecipe"] == v("Recipe:apple-pie"))
    }

    @Test func aLinkWhileRunningRoutesToAFreshPath() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.breakfast"))
        _ = session.handle(.apply(.push(v("Recipe:pancakes"))))
        _ = session.handle(.apply(.push(v("Chef:julia"))))
        apply(.open("https://recipes.example.com/category/drinks/recipe/lemonade/chef/yotam"), to: &session)
        #expect(session.state.focusedScene.path == [v("Category:drinks"), v("Recipe:lemonade"), v("Chef:yotam")])
    }

    @Test func aRecipeLinkSelectsItsCategory() throws {
        var session = try makeSession()
        apply(.open("recipes://recipe/lasagna"), to: &session)
        #expect(session.state.focusedScene.path == [v("Category:mains"), v("Recipe:lasagna")])
    }

    @Test func badLinksChangeNothingAndSayWhy() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        expectFailure(
            .apply(.open("ftp://category/desserts")), on: &session,
            "cannot open 'ftp://category/desserts': unknown scheme 'ftp' (declared: recipes, https)")
        expectFailure(
            .apply(.open("https://evil.example/category/desserts")), on: &session,
            "cannot open 'https://evil.example/category/desserts': unknown host 'evil.example' (declared: recipes.example.com)"
        )
        expectFailure(
            .apply(.open("recipes://category/desserts/recipe/tiramisu")), on: &session,
            "cannot open 'recipes://category/desserts/recipe/tiramisu': no Recipe with id 'tiramisu'")
        expectFailure(
            .apply(.open("recipes://category/breakfast/recipe/apple-pie")), on: &session,
            "cannot open 'recipes://category/breakfast/recipe/apple-pie': Recipe:apple-pie is not in the content column's list for Category:breakfast"
        )
        expectFailure(
            .apply(.open("recipes://menu/desserts")), on: &session,
            "cannot open 'recipes://menu/desserts': unknown step 'menu' (steps: category, chef, recipe)")
        expectFailure(
            .apply(.open("recipes://category")), on: &session,
            "cannot open 'recipes://category': 'category' needs an id after it")
        expectFailure(
            .apply(.open("recipes:/category")), on: &session,
            "cannot open 'recipes:/category': malformed URL: expected 'scheme://'")
    }

    @Test func tabAppLinksCanNameATab() throws {
        var session = try makeSession(Demo.tabs)
        apply(.open("music://tab/library/artist/miles/album/kind-of-blue"), to: &session)
        #expect(session.state.focusedScene.tabs?.selected == "library")
        #expect(session.state.focusedScene.path == [v("Artist:miles"), v("Album:kind-of-blue")])
        expectFailure(
            .apply(.open("music://tab/radio")), on: &session,
            "cannot open 'music://tab/radio': the tab 'radio' is hidden")
    }
}
