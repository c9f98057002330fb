import __Prefix__CommandLine
import __Prefix__Domain
import __Prefix__DomainTesting
import __Prefix__Presentation
import Testing

@MainActor
@Suite struct __Plural__ViewModelTests {
    let __plural__ = InMemory__Name__Repository()

    private func makeViewModel() -> __Plural__ViewModel {
        __Plural__ViewModel(
            __plural__: __Name__UseCases(__plural__: __plural__, ids: IncrementingIDGenerator(prefix: "__command__-")))
    }

    @Test func addingSaysWhatWasAddedAndTheListShowsIt() async throws {
        let viewModel = makeViewModel()

        let added = await viewModel.addCommand(try __Name__Input.title("  First   __label__ "), format: .text)
        let listed = await viewModel.listCommand(format: .text)

        #expect(added == .printing(["Added \"First __label__\" (__label__ id __command__-1)."]))
        #expect(
            listed.standardOutput == [
                "1 __label__", "", "ID" + String(repeating: " ", count: "__command__-1".count - 2) + "  Title",
                "__command__-1  First __label__",
            ])
    }

    @Test func anEmptyListSaysHowToAddOne() async {
        let output = await makeViewModel().listCommand(format: .text)

        #expect(output == .printing(["No __labels__ yet. Add one with: __exe__ __command__ add <title>"]))
    }

    @Test func theJSONFormsHaveIdAndTitle() async throws {
        let viewModel = makeViewModel()

        let added = await viewModel.addCommand(try __Name__Input.title("First"), format: .json)
        let listed = await viewModel.listCommand(format: .json)

        #expect(
            added.standardOutput.joined(separator: "\n") == #"""
                {
                  "id" : "__command__-1",
                  "title" : "First"
                }
                """#)
        #expect(listed.standardOutput.joined(separator: "\n").contains(#""__plural__" : ["#))
        #expect(listed.standardOutput.joined(separator: "\n").contains(#""title" : "First""#))
    }

    @Test func aBadTitleIsRefusedAtTheEdgeWithTheRule() {
        #expect(throws: __Name__InputProblem(error: .invalidTitle(.empty))) { try __Name__Input.title("   ") }
        #expect(
            __Name__InputProblem(error: .invalidTitle(.empty)).description
                == "A __label__ needs a title; type one, such as: __exe__ __command__ add \"First\".")
    }

    @Test func aStorageFailureIsOneLineAndAFailure() async {
        await __plural__.failNextCall(with: .storageFailed(.diskFull))

        let output = await makeViewModel().listCommand(format: .text)

        #expect(output.outcome == .failure)
        #expect(output.standardError == ["__exe__: " + StorageFailure.diskFull.userMessage])
    }
}

